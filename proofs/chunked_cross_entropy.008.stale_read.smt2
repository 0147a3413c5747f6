; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r520_byte () Int)
(declare-fun r520_0 () Int)
(declare-fun byte () Int)
(declare-fun w521_byte () Int)
(declare-fun w521_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s522_byte () Int)
(declare-fun s522_0 () Int)
(assert
 (let (($x1176 (= byte (+ (+ 0 (* 4 (+ 0 (* r520_0 1)))) r520_byte))))
 (and (and (>= r520_0 0) (< r520_0 16)) (and (>= r520_byte 0) (< r520_byte 4)) $x1176)))
(assert
 (let (($x1157 (= byte (+ (+ 0 (* 4 (+ 8 (* w521_0 1)))) w521_byte))))
 (and (and (>= w521_0 0) (< w521_0 4)) (and (>= w521_byte 0) (< w521_byte 4)) $x1157)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r520_0 1)))) held_byte)))
(assert
 (let (($x114 (= observed (+ (+ 0 (* 4 (+ 8 (* s522_0 1)))) s522_byte))))
 (and (and (>= s522_0 0) (< s522_0 4)) (and (>= s522_byte 0) (< s522_byte 4)) $x114)))
(assert
 (let (($x1661 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x1661))))
(check-sat)
