; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r605_byte () Int)
(declare-fun r605_0 () Int)
(declare-fun byte () Int)
(declare-fun w606_byte () Int)
(declare-fun w606_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s607_byte () Int)
(declare-fun s607_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s608_byte () Int)
(declare-fun s608_0 () Int)
(assert
 (let (($x131 (= byte (+ (+ 0 (* 4 (+ 0 (* r605_0 1)))) r605_byte))))
 (and (and (>= r605_0 0) (< r605_0 16)) (and (>= r605_byte 0) (< r605_byte 4)) $x131)))
(assert
 (let (($x596 (= byte (+ (+ 0 (* 4 (+ 0 (* w606_0 1)))) w606_byte))))
 (and (and (>= w606_0 0) (< w606_0 4)) (and (>= w606_byte 0) (< w606_byte 4)) $x596)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r605_0 1)))) held_byte0)))
(assert
 (let (($x356 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s607_0 1)))) s607_byte))))
 (and (and (>= s607_0 0) (< s607_0 16)) (and (>= s607_byte 0) (< s607_byte 4)) $x356)))
(assert
 (let (($x485 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x485)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s607_0 1)))) held_byte1)))
(assert
 (let (($x431 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s608_0 1)))) s608_byte))))
(and (and (>= s608_0 0) (< s608_0 4)) (and (>= s608_byte 0) (< s608_byte 4)) $x431)))
(check-sat)
