; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r697_byte () Int)
(declare-fun r697_0 () Int)
(declare-fun byte () Int)
(declare-fun w698_byte () Int)
(declare-fun w698_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s699_byte () Int)
(declare-fun s699_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s700_byte () Int)
(declare-fun s700_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s701_byte () Int)
(declare-fun s701_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s702_byte () Int)
(declare-fun s702_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s703_byte () Int)
(declare-fun s703_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s704_byte () Int)
(declare-fun s704_0 () Int)
(assert
 (let (($x177 (= byte (+ (+ 0 (* 4 (+ 0 (* r697_0 1)))) r697_byte))))
 (and (and (>= r697_0 0) (< r697_0 16)) (and (>= r697_byte 0) (< r697_byte 4)) $x177)))
(assert
 (let (($x222 (= byte (+ (+ 0 (* 4 (+ 0 (* w698_0 1)))) w698_byte))))
 (and (and (>= w698_0 0) (< w698_0 4)) (and (>= w698_byte 0) (< w698_byte 4)) $x222)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r697_0 1)))) held_byte0)))
(assert
 (let (($x196 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s699_0 1)))) s699_byte))))
 (and (and (>= s699_0 0) (< s699_0 4)) (and (>= s699_byte 0) (< s699_byte 4)) $x196)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s699_0 1)))) held_byte1)))
(assert
 (let (($x527 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s700_0 1)))) s700_byte))))
 (and (and (>= s700_0 0) (< s700_0 16)) (and (>= s700_byte 0) (< s700_byte 4)) $x527)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s700_0 1)))) held_byte2)))
(assert
 (let (($x319 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s701_0 1)))) s701_byte))))
 (and (and (>= s701_0 0) (< s701_0 4)) (and (>= s701_byte 0) (< s701_byte 4)) $x319)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s701_0 1)))) held_byte3)))
(assert
 (let (($x220 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s702_0 1)))) s702_byte))))
 (and (and (>= s702_0 0) (< s702_0 16)) (and (>= s702_byte 0) (< s702_byte 4)) $x220)))
(assert
 (let (($x613 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x613)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s702_0 1)))) held_byte4)))
(assert
 (let (($x584 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s703_0 1)))) s703_byte))))
 (and (and (>= s703_0 0) (< s703_0 16)) (and (>= s703_byte 0) (< s703_byte 4)) $x584)))
(assert
 (let (($x431 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x431)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s703_0 1)))) held_byte5)))
(assert
 (let (($x525 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s704_0 1)))) s704_byte))))
(and (and (>= s704_0 0) (< s704_0 4)) (and (>= s704_byte 0) (< s704_byte 4)) $x525)))
(check-sat)
