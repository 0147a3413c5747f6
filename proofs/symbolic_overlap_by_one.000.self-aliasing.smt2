; program symbolic_overlap_by_one, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:36) vs reads src_ptr (load at kernels.py:35))
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun s83 () Int)
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
 (and (>= w_pid0 0) (< w_pid0 (+ 1 (div s83 8)))))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (and (>= w_lane0 0) (< w_lane0 4)))
(assert
 (let ((?x255 (div s83 2)))
 (let ((?x401 (+ 1 ?x255)))
 (let ((?x389 (* w_pid0 4)))
 (let ((?x529 (+ ?x389 (+ 0 w_lane0))))
 (and (< ?x529 ?x401) true))))))
(assert
 (let (($x387 (or (< (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) (- 2147483648)) (>= (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 2147483648))))
 (let (($x537 (or (< (+ (* w_pid0 4) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (* w_pid0 4) (+ 0 w_lane0)) 2147483648))))
 (let (($x80 (or (or (< (* w_pid0 4) (- 2147483648)) (>= (* w_pid0 4) 2147483648)) $x537 $x387)))
 (not $x80)))))
(assert
 (and (>= r_pid0 0) (< r_pid0 (+ 1 (div s83 8)))))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 4)))
(assert
 (let ((?x255 (div s83 2)))
 (let ((?x401 (+ 1 ?x255)))
 (let ((?x442 (* r_pid0 4)))
 (let ((?x159 (+ ?x442 (+ 0 r_lane0))))
 (and (< ?x159 ?x401) true))))))
(assert
 (let (($x93 (or (< (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) (- 2147483648)) (>= (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 2147483648))))
 (let (($x166 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x120 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x166 $x93)))
 (not $x120)))))
(assert
 (let ((?x254 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x462 (+ (+ 0 (* 4 (div s83 2))) ?x254)))
 (<= ?x462 byte))))
(assert
 (let ((?x254 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x462 (+ (+ 0 (* 4 (div s83 2))) ?x254)))
 (< byte (+ ?x462 4)))))
(assert
 (let ((?x126 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x263 (+ (+ 0 (* 4 0)) ?x126)))
 (<= ?x263 byte))))
(assert
 (let ((?x126 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x263 (+ (+ 0 (* 4 0)) ?x126)))
 (< byte (+ ?x263 4)))))
(assert
 (let (($x223 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x223 true))))
(assert
 (>= s83 2))
(assert
 (let ((?x255 (div s83 2)))
 (let ((?x401 (+ 1 ?x255)))
 (<= ?x401 s83))))
(assert
 (let ((?x255 (div s83 2)))
 (<= ?x255 s83)))
(assert
 (let ((?x255 (div s83 2)))
(let ((?x280 (* 2 ?x255)))
(let ((?x57 (+ 1 ?x280)))
(<= ?x57 s83)))))
(check-sat)
