; program rotary_per_head, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r344_byte () Int)
(declare-fun r344_1 () Int)
(declare-fun r344_0 () Int)
(declare-fun byte () Int)
(declare-fun w345_byte () Int)
(declare-fun w345_1 () Int)
(declare-fun w345_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s346_byte () Int)
(declare-fun s346_1 () Int)
(declare-fun s346_0 () Int)
(assert
 (let ((?x866 (+ 0 (* 4 (+ 0 (+ (* r344_0 16) (* r344_1 1)))))))
 (and (and (>= r344_0 0) (< r344_0 8)) (and (>= r344_1 0) (< r344_1 16)) (and (>= r344_byte 0) (< r344_byte 4)) (= byte (+ ?x866 r344_byte)))))
(assert
 (let ((?x158 (+ 0 (* 4 (+ 8 (+ (* w345_0 16) (* w345_1 1)))))))
 (and (and (>= w345_0 0) (< w345_0 8)) (and (>= w345_1 0) (< w345_1 8)) (and (>= w345_byte 0) (< w345_byte 4)) (= byte (+ ?x158 w345_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x866 (+ 0 (* 4 (+ 0 (+ (* r344_0 16) (* r344_1 1)))))))
 (= observed (+ ?x866 held_byte))))
(assert
 (let ((?x562 (+ 0 (* 4 (+ 0 (+ (* s346_0 16) (* s346_1 1)))))))
 (and (and (>= s346_0 0) (< s346_0 8)) (and (>= s346_1 0) (< s346_1 16)) (and (>= s346_byte 0) (< s346_byte 4)) (= observed (+ ?x562 s346_byte)))))
(assert
 (let (($x129 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
(let (($x1284 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
(let (($x516 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 8) $x1284 $x129)))
(or (or false) (not $x516))))))
(check-sat)
