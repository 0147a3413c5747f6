; program bug_198031_triton, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:45) vs reads src_ptr (load at kernels.py:44))
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun w_pid0 () Int)
(declare-fun w_pid1 () Int)
(declare-fun w_pid2 () Int)
(declare-fun w_lane0 () Int)
(declare-fun r_pid0 () Int)
(declare-fun r_pid1 () Int)
(declare-fun r_pid2 () Int)
(declare-fun r_lane0 () Int)
(declare-fun byte () Int)
(assert
 (let (($x60 (>= w_pid0 0)))
 (and $x60 (> 4 w_pid0))))
(assert
 (let (($x109 (>= w_pid1 0)))
 (and $x109 (> 1 w_pid1))))
(assert
 (let (($x71 (>= w_pid2 0)))
 (and $x71 (> 1 w_pid2))))
(assert
 (let (($x300 (>= w_lane0 0)))
 (and $x300 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x327 (>= r_pid0 0)))
 (and $x327 (> 4 r_pid0))))
(assert
 (let (($x226 (>= r_pid1 0)))
 (and $x226 (> 1 r_pid1))))
(assert
 (let (($x304 (>= r_pid2 0)))
 (and $x304 (> 1 r_pid2))))
(assert
 (let (($x156 (>= r_lane0 0)))
 (and $x156 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x259 (* w_pid0 4)))
 (let ((?x167 (+ ?x259 (+ 0 w_lane0))))
 (let ((?x107 (- 16 1)))
 (let ((?x58 (- ?x107 ?x167)))
 (let ((?x280 (+ 0 (* ?x58 4))))
 (let ((?x144 (+ 0 (* 4 0))))
 (let ((?x263 (+ ?x144 ?x280)))
 (<= ?x263 byte)))))))))
(assert
 (let ((?x259 (* w_pid0 4)))
 (let ((?x167 (+ ?x259 (+ 0 w_lane0))))
 (let ((?x107 (- 16 1)))
 (let ((?x58 (- ?x107 ?x167)))
 (let ((?x280 (+ 0 (* ?x58 4))))
 (let ((?x144 (+ 0 (* 4 0))))
 (let ((?x263 (+ ?x144 ?x280)))
 (< byte (+ ?x263 4))))))))))
(assert
 (let ((?x323 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x144 (+ 0 (* 4 0))))
 (let ((?x264 (+ ?x144 ?x323)))
 (<= ?x264 byte)))))
(assert
 (let ((?x323 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x144 (+ 0 (* 4 0))))
 (let ((?x264 (+ ?x144 ?x323)))
 (< byte (+ ?x264 4))))))
(assert
 (let (($x44 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x44 true))))
(check-sat)
