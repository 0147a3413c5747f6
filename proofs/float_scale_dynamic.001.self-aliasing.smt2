; program float_scale_dynamic, triton_kernel_wrapper_functional_proxy.grad_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores grad_ptr (store at programs.py:421) vs reads x_ptr (load at programs.py:419))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun s88 () Int)
(declare-fun w_pid0 () Int)
(declare-fun w_pid1 () Int)
(declare-fun w_pid2 () Int)
(declare-fun w_lane0 () Int)
(declare-fun s3 () Int)
(declare-fun r_pid0 () Int)
(declare-fun r_pid1 () Int)
(declare-fun r_pid2 () Int)
(declare-fun r_lane0 () Int)
(declare-fun byte () Int)
(declare-fun bitop5 () Int)
(declare-fun bitop0 () Int)
(declare-fun bitop1 () Int)
(declare-fun bitop2 () Int)
(declare-fun bitop3 () Int)
(declare-fun bitop4 () Int)
(assert
 (let (($x558 (>= w_pid0 0)))
 (and $x558 (< w_pid0 s88))))
(assert
 (let (($x291 (>= w_pid1 0)))
 (and $x291 (> 1 w_pid1))))
(assert
 (let (($x629 (>= w_pid2 0)))
 (and $x629 (> 1 w_pid2))))
(assert
 (let (($x365 (>= w_lane0 0)))
 (and $x365 (< w_lane0 16))))
(assert
 (and (< (+ 0 w_lane0) s3) true))
(assert
 (let (($x380 (>= r_pid0 0)))
 (and $x380 (< r_pid0 s88))))
(assert
 (let (($x321 (>= r_pid1 0)))
 (and $x321 (> 1 r_pid1))))
(assert
 (let (($x616 (>= r_pid2 0)))
 (and $x616 (> 1 r_pid2))))
(assert
 (let (($x678 (>= r_lane0 0)))
 (and $x678 (< r_lane0 16))))
(assert
 (and (< (+ 0 r_lane0) s3) true))
(assert
 (let ((?x144 (+ (+ 0 (* (* w_pid0 s3) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x836 (+ 0 (* 4 0))))
 (let ((?x753 (+ ?x836 ?x144)))
 (<= ?x753 byte)))))
(assert
 (let ((?x144 (+ (+ 0 (* (* w_pid0 s3) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x836 (+ 0 (* 4 0))))
 (let ((?x753 (+ ?x836 ?x144)))
 (< byte (+ ?x753 4))))))
(assert
 (let ((?x288 (+ (+ 0 (* (* r_pid0 s3) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x836 (+ 0 (* 4 0))))
 (let ((?x1044 (+ ?x836 ?x288)))
 (<= ?x1044 byte)))))
(assert
 (let ((?x288 (+ (+ 0 (* (* r_pid0 s3) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x836 (+ 0 (* 4 0))))
 (let ((?x1044 (+ ?x836 ?x288)))
 (< byte (+ ?x1044 4))))))
(assert
 (let (($x1030 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x1030 true))))
(assert
 (>= s3 2))
(assert
 (>= s88 2))
(assert
 (let ((?x323 (+ 1 bitop5)))
 (= 16 ?x323)))
(assert
 (let (($x1066 (and (>= bitop0 (+ (- 1) s3)) (>= bitop0 (div (+ (- 1) s3) 2)) (<= bitop0 (+ (+ (- 1) s3) (div (+ (- 1) s3) 2))))))
 (let ((?x1318 (+ (- 1) s3)))
 (let ((?x1272 (div ?x1318 2)))
 (let (($x425 (>= ?x1272 0)))
 (=> (and (>= ?x1318 0) $x425) $x1066))))))
(assert
 (let (($x141 (and (>= bitop1 bitop0) (>= bitop1 (div bitop0 4)) (<= bitop1 (+ bitop0 (div bitop0 4))))))
 (let (($x397 (and (>= bitop0 0) (>= (div bitop0 4) 0))))
 (=> $x397 $x141))))
(assert
 (let (($x1034 (and (>= bitop2 bitop1) (>= bitop2 (div bitop1 16)) (<= bitop2 (+ bitop1 (div bitop1 16))))))
 (let (($x112 (and (>= bitop1 0) (>= (div bitop1 16) 0))))
 (=> $x112 $x1034))))
(assert
 (let (($x861 (and (>= bitop3 bitop2) (>= bitop3 (div bitop2 256)) (<= bitop3 (+ bitop2 (div bitop2 256))))))
 (let (($x500 (and (>= bitop2 0) (>= (div bitop2 256) 0))))
 (=> $x500 $x861))))
(assert
 (let (($x251 (and (>= bitop4 bitop3) (>= bitop4 (div bitop3 65536)) (<= bitop4 (+ bitop3 (div bitop3 65536))))))
 (let (($x371 (and (>= bitop3 0) (>= (div bitop3 65536) 0))))
 (=> $x371 $x251))))
(assert
 (let (($x129 (and (>= bitop5 bitop4) (>= bitop5 (div bitop4 4294967296)) (<= bitop5 (+ bitop4 (div bitop4 4294967296))))))
(let (($x62 (and (>= bitop4 0) (>= (div bitop4 4294967296) 0))))
(=> $x62 $x129))))
(check-sat)
