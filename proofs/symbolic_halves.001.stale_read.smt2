; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r22_byte () Int)
(declare-fun r22_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w23_byte () Int)
(declare-fun w23_0 () Int)
(assert
 (let (($x82 (= byte (+ (+ 0 (* 4 (+ 0 (+ (* r22_0 1))))) r22_byte))))
 (and (and (>= r22_0 0) (< r22_0 s77)) (and (>= r22_byte 0) (< r22_byte 4)) $x82)))
(assert
 (let ((?x84 (+ (+ 0 (* 4 (+ (div s77 2) (+ (* w23_0 1))))) w23_byte)))
 (and (and (>= w23_0 0) (< w23_0 (div s77 2))) (and (>= w23_byte 0) (< w23_byte 4)) (= byte ?x84))))
(assert
 (let (($x156 (= (mod (- (div (- byte 0) 4) (div s77 2)) 1) 0)))
 (let ((?x108 (div s77 2)))
 (let (($x176 (and (>= (- (div (- byte 0) 4) ?x108) 0) (< (div (- (div (- byte 0) 4) ?x108) 1) ?x108) $x156)))
 (or (or (<= ?x108 0) false) (not $x176))))))
(assert
 (>= s77 4))
(assert
 (let ((?x108 (div s77 2)))
 (<= ?x108 s77)))
(assert
 (let ((?x108 (div s77 2)))
 (let ((?x65 (* 2 ?x108)))
 (<= ?x65 s77))))
(assert
 (let ((?x108 (div s77 2)))
(<= 2 ?x108)))
(check-sat)
